// The three savings tabs (spec §4: a creation or top-up returns to the matching tab).
export const TAB_PATHS = {
  regular: '/savings-tab/regular',
  target: '/savings-tab/target',
  save_to_loan: '/savings-tab/savetoloan',
} as const;

export type TabId = keyof typeof TAB_PATHS;
