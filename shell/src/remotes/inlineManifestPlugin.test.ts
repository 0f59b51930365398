import inlineManifestPlugin from './inlineManifestPlugin';

const ENTRY = 'https://app.example/remotes/mfe-auth/1.4.0/mf-manifest.json';
const MANIFEST = { id: 'mfe_auth', metaData: { remoteEntry: { name: 'remoteEntry.0123456789.js', path: '' } }, exposes: [] };

type FetchHook = (url: string, init: RequestInit) => Promise<Response> | undefined;
const fetchHook = () => (inlineManifestPlugin() as unknown as { fetch: FetchHook }).fetch;

function carry(text: string) {
  document.head.innerHTML = `<script type="application/json" id="coop-mf-manifests">${text}</script>`;
}

afterEach(() => {
  document.head.innerHTML = '';
});

it("answers the owning remote's mf-manifest.json from the document, without the network", async () => {
  carry(JSON.stringify({ [ENTRY]: MANIFEST }));
  const reply = await fetchHook()(ENTRY, {});
  expect(reply).toBeDefined();
  expect(await reply!.json()).toEqual(MANIFEST);
});

it.each([
  ['another remote', () => carry(JSON.stringify({ [ENTRY]: MANIFEST })), 'https://app.example/remotes/mfe-wallet/2.0.0/mf-manifest.json'],
  ['another release of the same remote', () => carry(JSON.stringify({ [ENTRY]: MANIFEST })), ENTRY.replace('1.4.0', '1.5.0')],
  ['a document without the block', () => undefined, ENTRY],
  ['a block that is not JSON', () => carry('{"https://app.example'), ENTRY],
  ['an entry that is not an object', () => carry(JSON.stringify({ [ENTRY]: 'remoteEntry.js' })), ENTRY],
])('leaves %s to the network', (_, arrange, url) => {
  arrange();
  expect(fetchHook()(url, {})).toBeUndefined();
});
