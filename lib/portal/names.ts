/** The product's and the portal's names, for ./config.ts and the texts beside it in ./texts/. */
export const PRODUCT = 'Lindenkauf';
export const PORTAL_NAME = `${PRODUCT} Consumer API`;
