// A page made of tabs (/loan, the savings tabs, /investments): the page's title and intro, what shows above the tabs,
// then the tabs, with only the open tab's panel built. The open tab lives in the URL, so a link or a notification
// opens the right one: the page reads it (useTabParam, or its route) and says where a choice goes (`onSelect`).
import type { ReactNode } from 'react';
import { Page } from './Page';
import { Tabs } from './Tabs';

export interface FrameTab<Id extends string> {
  id: Id;
  label: ReactNode;
  /** built only while this tab is open */
  panel: () => ReactNode;
}

export interface TabFrameProps<Id extends string> {
  title: string;
  intro?: ReactNode;
  /** shown above the tabs, whichever is open (the page's header cards or totals) */
  top?: ReactNode;
  /** names the tab list for assistive technology */
  label: string;
  tabs: FrameTab<Id>[];
  current: Id;
  onSelect: (id: Id) => void;
}

export function TabFrame<Id extends string>({ title, intro, top, label, tabs, current, onSelect }: TabFrameProps<Id>) {
  return (
    <Page title={title} intro={intro}>
      {top}
      <Tabs label={label} value={current} onChange={(id) => onSelect(id as Id)} tabs={tabs.map((tab) => ({ id: tab.id, label: tab.label, panel: tab.id === current ? tab.panel() : null }))} />
    </Page>
  );
}
