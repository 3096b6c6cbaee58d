/** Hours travel as JSON numbers; inside they are integer hundredths. 4533 → 45.33. */
export function centihoursToNumber(centihours: number): number {
  return centihours / 100;
}
