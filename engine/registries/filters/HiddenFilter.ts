/** Read from the address and sent with the list call, but not offered in the panel. */
export function HiddenFilter() {
  return null;
}
