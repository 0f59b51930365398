// The MY GROUP tab of /loan (facts §3.7): replaced by the groups part of issue 9.
export default function MyGroupTab() {
  return null;
}
