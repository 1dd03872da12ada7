import { PlainBadge } from '@temple/shared/ui-base';
import type { CsrPillar } from './csr-pillars';
import classes from './pillar-card.module.css';

export function PillarCard({ pillar }: { pillar: CsrPillar }) {
  return (
    <div className={classes.card}>
      <h3 className={classes.title}>{pillar.title}</h3>
      <p className={classes.description}>{pillar.description}</p>
      <div>
        <p className={classes.sevasHeading}>Related sevas</p>
        <div className={classes.sevas}>
          {pillar.sevas.map((seva) => (
            <PlainBadge key={seva} variant="light" color="maroon" keepCase fontWeight={600}>
              {seva}
            </PlainBadge>
          ))}
        </div>
      </div>
    </div>
  );
}
