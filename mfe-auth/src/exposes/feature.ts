import type { RemoteFeature } from '@coop/shared';
const feature: RemoteFeature = { key: 'registration', reducer: (s = { registering: false }) => s };
export default feature;
