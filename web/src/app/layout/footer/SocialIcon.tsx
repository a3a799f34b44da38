import type { SocialNetwork } from '../../../shared/store-info';

/** Simple line marks for the four networks, drawn on a 24-unit grid in the text colour. */
export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {network === 'Instagram' && (
        <>
          <rect x="3" y="3" width="18" height="18" rx="5" />
          <circle cx="12" cy="12" r="4" />
          <circle cx="17.3" cy="6.7" r="0.6" fill="currentColor" />
        </>
      )}
      {network === 'Facebook' && (
        <path d="M14.5 3.5h-1.8c-2.3 0-3.7 1.5-3.7 3.9V10H6.8v3.2H9v7.3h3.3v-7.3h2.4l.4-3.2h-2.8V7.8c0-.8.3-1.2 1.2-1.2h1z" />
      )}
      {network === 'YouTube' && (
        <>
          <rect x="2.5" y="5.5" width="19" height="13" rx="3.5" />
          <path d="M10 9.2v5.6l4.8-2.8z" fill="currentColor" />
        </>
      )}
      {network === 'X' && (
        <>
          <path d="M4.5 4h4.2l10.8 16h-4.2z" />
          <path d="M19 4l-5.9 6.7M10.8 13.3 5 20" />
        </>
      )}
    </svg>
  );
}
