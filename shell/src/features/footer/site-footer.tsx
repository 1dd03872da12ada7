import { TRUST, TRUST_REGISTRATIONS } from '@temple/shared/core';
import { Link } from '@temple/shared/ui-base';
import { ContributeButton, TempleMark } from '../header';
import { FOOTER_COLUMNS } from './footer-links';
import classes from './site-footer.module.css';
import { SocialLinks } from './social-links';

/** Mantine's focus ring on a plain element. */
const FOCUS_RING = 'mantine-focus-auto';
const LINK = `${FOCUS_RING} ${classes.link}`;
/** The same registrations the receipt and the CSR page print. */

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer id="site-footer" className={classes.footer}>
      <div className={classes.container}>
        <div className={classes.grid}>
          <div className={`${classes.about} ${classes.stack}`}>
            <div className={classes.brand}>
              <TempleMark />
              <p className={classes.trustName}>{TRUST.trustName}</p>
            </div>
            <p className={`${classes.text} ${classes.muted}`}>{TRUST.about}</p>
            <address className={classes.address}>
              <p className={classes.text}>{TRUST.address}</p>
              <p className={classes.text}>
                E-mail:{' '}
                <a className={LINK} href={`mailto:${TRUST.email}`}>
                  {TRUST.email}
                </a>
              </p>
              <p className={classes.text}>
                Phone:{' '}
                <a className={LINK} href={TRUST.phoneHref}>
                  {TRUST.phone}
                </a>
              </p>
            </address>
            <p className={`${classes.text} ${classes.muted}`}>
              PAN {TRUST_REGISTRATIONS.pan} · 80G {TRUST_REGISTRATIONS.registration80G}
              {TRUST_REGISTRATIONS.sample && ' (sample numbers)'}
            </p>
            <SocialLinks />
          </div>
          {FOOTER_COLUMNS.map((column) => (
            <div key={column.title} className={classes.links}>
              <h2 className={classes.heading}>{column.title}</h2>
              <ul className={classes.list}>
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link className={LINK} to={link.to}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <div className={classes.cta}>
            <div className={classes.stack}>
              <h2 className={classes.heading}>Be part of the temple</h2>
              <p className={`${classes.text} ${classes.muted}`}>
                Every Shila, every sq. unit and every Amrit Bhog carries the temple forward. Receipts qualify
                under Section 80G.
              </p>
              <ContributeButton />
            </div>
          </div>
        </div>
        <hr className={classes.divider} />
        <p className={`${classes.text} ${classes.muted} ${classes.copyright}`}>
          © {year} {TRUST.trustName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
