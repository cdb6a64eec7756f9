import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { BookmarksTab } from './BookmarksTab';
import { UserListTab } from './UserListTab';
import { WorksTab } from './WorksTab';

export type ProfileTab = 'works' | 'bookmarks' | 'subscribers' | 'subscribed';
const TABS: [ProfileTab, string][] = [
  ['works', 'Works'],
  ['bookmarks', 'Bookmarks'],
  ['subscribers', 'Subscribers'],
  ['subscribed', 'Subscribed'],
];

/** The four profile tabs (WAI-ARIA tabs: arrow keys, Home and End move between tabs). */
export function ProfileTabs({ userId }: { userId: number }) {
  const [active, setActive] = useState<ProfileTab>('works');
  const baseId = useId();
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = TABS.findIndex(([tab]) => tab === active);
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % TABS.length,
      ArrowLeft: (index - 1 + TABS.length) % TABS.length,
      Home: 0,
      End: TABS.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const [tab] = TABS[target];
    setActive(tab);
    tabRefs.current[tab]?.focus();
  }

  return (
    <section className="profile-tabs">
      <div role="tablist" aria-label="Profile sections" className="tabs" onKeyDown={onKeyDown}>
        {TABS.map(([tab, label]) => (
          <button
            key={tab}
            ref={(node) => {
              tabRefs.current[tab] = node;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab}`}
            aria-selected={active === tab}
            aria-controls={`${baseId}-panel-${tab}`}
            tabIndex={active === tab ? 0 : -1}
            className="tabs__tab"
            onClick={() => setActive(tab)}
          >
            {label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel-${active}`}
        aria-labelledby={`${baseId}-tab-${active}`}
        className="tabs__panel"
        tabIndex={0}
      >
        {active === 'works' ? <WorksTab userId={userId} /> : null}
        {active === 'bookmarks' ? <BookmarksTab userId={userId} /> : null}
        {active === 'subscribers' ? (
          <UserListTab key="subscribers" kind="subscribers" userId={userId} />
        ) : null}
        {active === 'subscribed' ? (
          <UserListTab key="subscriptions" kind="subscriptions" userId={userId} />
        ) : null}
      </div>
    </section>
  );
}
