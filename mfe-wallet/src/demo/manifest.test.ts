import { describeRemoteManifest } from '@coop/shared/testing';
import { manifest } from './manifest';
import pages from './pages';

describeRemoteManifest(manifest, pages);
