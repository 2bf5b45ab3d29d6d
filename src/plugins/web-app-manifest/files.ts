/** Where the web app's files are in the build (src/plugins/web-app-manifest), shared with the head tags. */

export const webAppManifestPath = '/manifest.webmanifest';

/** The icon sizes browsers ask for: 192 and 512 (Android, desktop install), 180 (iOS home screen). */
export const iconSizes = [192, 512] as const;
export const iconPath = (size: number, purpose: 'any' | 'maskable') => `/img/app/icon-${purpose}-${size}.png`;
export const appleTouchIconPath = '/img/app/apple-touch-icon.png';
export const appleTouchIconSize = 180;
