/** The code that touches the device's database, downloaded on first use. */
export const loadOfflineStore = () => import('./offline-store');
