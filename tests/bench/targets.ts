/** One figure of the bench beside its target. */
export interface Check {
  figure: string;
  value: number;
  target: number;
  unit: string;
  /** The target is a ceiling (latency, bytes) rather than a floor (score, ratio). */
  atMost?: boolean;
}

const format = (value: number, unit: string) => {
  const digits = Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : 2;
  return `${value.toFixed(digits)}${unit && unit !== '×' ? ` ${unit}` : unit}`;
};

export const met = (check: Check): boolean =>
  check.atMost ? check.value <= check.target : check.value >= check.target;

/** The closing table: every figure, its target, and whether it is met. */
export function printChecks(checks: Check[]): void {
  console.log('\nTargets:');
  const width = Math.max(...checks.map((c) => c.figure.length));
  for (const check of checks) {
    const target = `${check.atMost ? '≤' : '≥'} ${format(check.target, check.unit)}`;
    console.log(
      `   ${check.figure.padEnd(width)}  ${format(check.value, check.unit).padStart(10)}   ${target.padEnd(11)} ${met(check) ? 'met' : 'NOT MET'}`,
    );
  }
  const missed = checks.filter((c) => !met(c)).length;
  console.log(`   ${checks.length - missed} of ${checks.length} met`);
}
