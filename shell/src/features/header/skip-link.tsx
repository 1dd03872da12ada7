import classes from './skip-link.module.css';

export function SkipLink() {
  return (
    <a className={classes.skipLink} href="#main-content">
      Skip to main content
    </a>
  );
}
