// A remote's `./admin` sections are the console sections its manifest declares, each with its component: the path,
// title, order, roles and sub-routes are written once, in the manifest (ARCHITECTURE §3).
import type { AdminSection, ConsoleSectionDeclaration, PageComponent } from '@coop/shared/core';

export function consoleSections(declared: readonly ConsoleSectionDeclaration[] | undefined, components: Record<string, PageComponent>): AdminSection[] {
  return (declared ?? []).map((section) => {
    const component = components[section.path];
    if (!component) throw new Error(`No component for the console section "${section.path}"`);
    return { ...section, component };
  });
}
