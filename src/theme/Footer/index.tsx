import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import isInternalUrl from '@docusaurus/isInternalUrl';
import {ThemeClassNames, useThemeConfig} from '@docusaurus/theme-common';
import IconExternalLink from '@theme/Icon/ExternalLink';
import Brand from '@site/src/frame/components/Brand';
import SocialLinks from '@site/src/frame/components/SocialLinks';
import {useCurrentYear} from '@site/src/frame/hooks/useCurrentYear';
import {COMPANY, TEXTS} from '@site/lib/portal/config';
import styles from './styles.module.css';

interface FooterLink {
  label: string;
  to?: string;
  href?: string;
}

function LegalLink({label, to, href}: FooterLink): ReactNode {
  if (href && !isInternalUrl(href)) {
    return (
      <a className={styles.link} href={href} target="_blank" rel="noopener noreferrer">
        {label}
        {/* Docusaurus' icon names itself "(opens in new tab)"; we say it in our words instead. */}
        <span className={styles.external} aria-hidden="true">
          <IconExternalLink width={12} height={12} />
        </span>
        <span className="sr-only">{` ${TEXTS.footer.opensExternal}`}</span>
      </a>
    );
  }
  return (
    <Link className={styles.link} to={to ?? href}>
      {label}
    </Link>
  );
}

/**
 * Ejected: the footer of spec section 2 — Imprint (external), Data protection, Terms and
 * conditions, Contact (themeConfig.footer.links), six social networks and the copyright line with
 * the year of viewing and the company address.
 */
export default function Footer(): ReactNode {
  const links = (useThemeConfig().footer?.links ?? []) as FooterLink[];
  const year = useCurrentYear();
  return (
    <footer className={clsx(ThemeClassNames.layout.footer.container, styles.footer)}>
      <div className={styles.inner}>
        <div className={styles.top}>
          <div className={styles.about}>
            <Brand inverted />
            <p className={styles.tagline}>{TEXTS.footer.tagline}</p>
          </div>
          <nav aria-label={TEXTS.footer.legalLabel}>
            <ul className={clsx('clean-list', styles.links)}>
              {links.map((link) => (
                <li key={link.label}>
                  <LegalLink {...link} />
                </li>
              ))}
            </ul>
          </nav>
          <SocialLinks className={styles.social} />
        </div>
        <p className={styles.copyright} data-testid="copyright">
          <span>
            © <span className={styles.year}>{year}</span> {COMPANY.name}
          </span>
          <span className={styles.dot} aria-hidden="true">
            ·
          </span>
          <span>{COMPANY.address}</span>
        </p>
      </div>
    </footer>
  );
}
