import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n/use-translation';
import classes from './Logo.module.css';

/** The Spina wordmark, drawn inline so the header needs no image request. */
function Wordmark() {
  return (
    <svg viewBox="0 0 132 36" width="112" height="31" aria-hidden="true" focusable="false">
      <rect x="0" y="2" width="32" height="32" rx="7" fill="var(--mantine-primary-color-filled)" />
      <path
        d="M11 8h10v3l-2 2v13a2 2 0 0 1-2 2h-2a2 2 0 0 1-2-2V13l-2-2z"
        fill="var(--mantine-color-gold-5)"
      />
      <text
        x="40"
        y="27"
        fontFamily="Georgia, 'Times New Roman', serif"
        fontSize="25"
        fontWeight="700"
        fill="currentColor"
      >
        Spina
      </text>
    </svg>
  );
}

type LogoProps = {
  /** Where the logo leads: home, or /login before sign-in (spec 1 §2.1). */
  to?: string;
  /** light: on a dark background, as in the footer. */
  tone?: 'dark' | 'light';
};

/** The logo, a link home (spec 1 §2.3, §2.8). Its label is in the shell catalogue, which every screen loads. */
export function Logo({ to = '/', tone = 'dark' }: LogoProps) {
  const { t } = useTranslation('shell');
  const className = tone === 'light' ? `${classes.logo} ${classes.light}` : classes.logo;
  return (
    <Link to={to} className={className} aria-label={t('header.home')}>
      <Wordmark />
    </Link>
  );
}
