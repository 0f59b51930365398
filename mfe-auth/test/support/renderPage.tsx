import type { ReactElement } from 'react';
import { renderPage as renderFeaturePage, type RenderOptions } from '@coop/shared/testing';
import feature from '../../src/exposes/feature';

/** Renders one of this remote's pages the way the shell does, with this remote's feature injected. */
export function renderPage(page: ReactElement, options: Omit<RenderOptions, 'feature'> = {}) {
  return renderFeaturePage(page, { ...options, feature });
}
