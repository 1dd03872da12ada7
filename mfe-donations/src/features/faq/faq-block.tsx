import { Accordion, Stack, Text, TextInput, Title, useLocation } from '@temple/shared/ui-inputs';
import { useEffect, useId, useMemo, useState } from 'react';
import { filterFaqs } from './faq-filter';
import { faqAnchor, faqIdFromHash } from './faq-hash';
import type { FaqItem } from './faq-item';
import { faqJsonLd } from './faq-json-ld';

const NO_MATCHING_QUESTIONS = 'No matching questions.';

export interface FaqBlockProps {
  items: readonly FaqItem[];
  title?: string;
  /** Shows a search over questions and string answers. */
  searchable?: boolean;
  /** Several answers open at once, or one at a time. */
  multiple?: boolean;
}

/**
 * Questions and answers (spec section 2): optional search, single- or multiple-open,
 * `#faq-{id}` opens and scrolls to its item, FAQPage structured data embedded.
 */
export function FaqBlock({
  items,
  title = 'Frequently Asked Questions',
  searchable = false,
  multiple = false,
}: FaqBlockProps) {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<string[]>([]);
  const { hash } = useLocation();
  const headingId = useId();
  const shown = useMemo(() => filterFaqs(items, query), [items, query]);

  useEffect(() => {
    const id = faqIdFromHash(
      hash,
      items.map((item) => item.id),
    );
    if (!id) return;
    setQuery('');
    setOpen((current) => (multiple ? [...new Set([...current, id])] : [id]));
    document.getElementById(faqAnchor(id))?.scrollIntoView({ block: 'start' });
  }, [hash, items, multiple]);

  const onChange = (value: string | string[] | null) =>
    setOpen(Array.isArray(value) ? value : value ? [value] : []);

  return (
    <Stack component="section" aria-labelledby={headingId} gap="md">
      <Title order={2} id={headingId}>
        {title}
      </Title>
      {searchable && (
        <TextInput
          label="Search questions"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
        />
      )}
      {/* One live region from the start: screen readers announce a message put into it, not one that arrives with it. */}
      <div>
        <Text c="dark.5" role="status">
          {shown.length === 0 ? NO_MATCHING_QUESTIONS : null}
        </Text>
        {shown.length > 0 && (
          <Accordion
            variant="separated"
            radius="md"
            multiple={multiple}
            value={multiple ? open : (open[0] ?? null)}
            onChange={onChange}
          >
            {shown.map((item) => (
              <Accordion.Item
                key={item.id}
                value={item.id}
                id={faqAnchor(item.id)}
                style={{ scrollMarginTop: 8 }}
              >
                <Accordion.Control>
                  <Text fw={600}>{item.question}</Text>
                </Accordion.Control>
                <Accordion.Panel>
                  {typeof item.answer === 'string' ? <Text>{item.answer}</Text> : item.answer}
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        )}
      </div>
      <script type="application/ld+json">{faqJsonLd(items)}</script>
    </Stack>
  );
}
