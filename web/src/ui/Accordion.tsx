import { useId, useState, type ReactNode } from 'react';

export type AccordionSection = {
  key: string;
  /** The header text, e.g. 'writer'. */
  title: string;
  count: number;
  content: ReactNode;
};

/** Sections behind buttons with aria-expanded; several may be open at once. */
export function Accordion({
  sections,
  headingLevel = 3,
}: {
  sections: AccordionSection[];
  headingLevel?: 2 | 3 | 4;
}) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const baseId = useId();
  const Heading = `h${headingLevel}` as 'h3';
  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  return (
    <div className="accordion">
      {sections.map((section) => {
        const panelId = `${baseId}-${section.key}`;
        const isOpen = open.has(section.key);
        return (
          <div key={section.key} className="accordion__section">
            <Heading className="accordion__heading">
              <button
                type="button"
                className="accordion__toggle"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => toggle(section.key)}
              >
                <span className="accordion__title">{section.title}</span>{' '}
                <span className="accordion__count">({section.count})</span>
              </button>
            </Heading>
            <div id={panelId} className="accordion__panel" hidden={!isOpen}>
              {section.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
