import { pageRendererFor } from '@coop/shared/testing';
import feature from '../../src/exposes/feature';

/** Renders one of this remote's pages the way the shell does, with this remote's feature injected. */
export const renderPage = pageRendererFor(feature);
