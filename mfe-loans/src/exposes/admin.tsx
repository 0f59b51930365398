// `./admin`: the loans panels the shell shows on /dashboard to SA and ADMIN, each loaded on first render.
import type { RemoteAdmin } from '@coop/shared';

const admin: RemoteAdmin = {
  panels: [],
};

export default admin;
