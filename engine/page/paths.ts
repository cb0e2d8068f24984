/** The path prefix the dashboard is served under (the router's basename). */
export const BASENAME = '/dashboard';
