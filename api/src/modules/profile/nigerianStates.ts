// Nigeria's 36 states and the Federal Capital Territory: the choices for `state_of_origin`.
export const NIGERIAN_STATES = [
  'Abia', 'Adamawa', 'Akwa Ibom', 'Anambra', 'Bauchi', 'Bayelsa', 'Benue', 'Borno', 'Cross River', 'Delta',
  'Ebonyi', 'Edo', 'Ekiti', 'Enugu', 'Gombe', 'Imo', 'Jigawa', 'Kaduna', 'Kano', 'Katsina', 'Kebbi', 'Kogi',
  'Kwara', 'Lagos', 'Nasarawa', 'Niger', 'Ogun', 'Ondo', 'Osun', 'Oyo', 'Plateau', 'Rivers', 'Sokoto', 'Taraba',
  'Yobe', 'Zamfara', 'Federal Capital Territory',
] as const;

const key = (name: string) => name.toLowerCase().replace(/\bstate\b/g, '').replace(/[^a-z]/g, '');

const BY_KEY = new Map<string, string>([
  ...NIGERIAN_STATES.map((state) => [key(state), state] as const),
  // the usual ways people write the capital territory, and Nasarawa's other spelling
  ['fct', 'Federal Capital Territory'],
  ['abuja', 'Federal Capital Territory'],
  ['fctabuja', 'Federal Capital Territory'],
  ['abujafct', 'Federal Capital Territory'],
  ['nassarawa', 'Nasarawa'],
]);

/** The state's name as listed, whatever the case, spacing or a trailing "State"; null when it is not one. */
export function normaliseState(input: string): string | null {
  return BY_KEY.get(key(input)) ?? null;
}
