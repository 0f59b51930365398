/**
 * The release this build belongs to, set at build time from MFE_RELEASE_LABEL (webpack DefinePlugin),
 * so a deployment of this remote can be told apart from the shell's. Empty for an ordinary build.
 */
export function releaseLabel(): string {
  return (process.env.MFE_RELEASE_LABEL ?? '').trim();
}
