/** happy-dom's controls over the window the component tests render in: its width and the motion preference. */
interface HappyDomWindow {
  happyDOM: {
    setViewport(size: { width: number; height: number }): void;
    settings: { device: { prefersReducedMotion: string } };
  };
}

const happyDOM = () => (window as unknown as HappyDomWindow).happyDOM;

export function setViewportWidth(width: number): void {
  happyDOM().setViewport({ width, height: 800 });
}

export function setReducedMotion(reduce: boolean): void {
  happyDOM().settings.device.prefersReducedMotion = reduce ? 'reduce' : 'no-preference';
}

/** Back to happy-dom's defaults (1024 px wide, no motion preference). */
export function resetViewport(): void {
  setViewportWidth(1024);
  setReducedMotion(false);
}
