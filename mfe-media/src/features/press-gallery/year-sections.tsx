import { Accordion, Badge, SimpleGrid } from '@temple/shared/ui-sections';
import { MediaCard } from './media-card';
import type { MediaItem } from './media-item';
import type { YearGroup } from './media-order';
import { yearSectionId } from './press-hash';
import classes from './year-sections.module.css';

const countLabel = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

/**
 * One expandable section per year, newest first, headed "Press Releases {year}" with its
 * item count (spec section 2). Any number may be open at once; closed ones load nothing.
 */
export function YearSections({
  groups,
  openYears,
  onOpenYearsChange,
  onOpenItem,
}: {
  groups: readonly YearGroup<MediaItem>[];
  openYears: string[];
  onOpenYearsChange: (years: string[]) => void;
  onOpenItem: (item: MediaItem) => void;
}) {
  return (
    <Accordion
      multiple
      value={openYears}
      onChange={onOpenYearsChange}
      order={2}
      variant="separated"
      radius="md"
      classNames={{ item: classes.item, control: classes.control, label: classes.label }}
    >
      {groups.map(({ year, items }) => (
        <Accordion.Item key={year} value={String(year)} id={yearSectionId(year)} className={classes.section}>
          <Accordion.Control>
            <span className={classes.heading}>
              <span>Press Releases {year}</span>
              <Badge component="span" variant="light" color="maroon" data-testid="year-count">
                {countLabel(items.length)}
              </Badge>
            </span>
          </Accordion.Control>
          <Accordion.Panel>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md" pb="xs">
              {items.map((item) => (
                <MediaCard key={item.id} item={item} onOpen={onOpenItem} />
              ))}
            </SimpleGrid>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
