/** DRAWER_WIDTH is the signed-in drawer's width, kept by a stand-in while its code loads. */
export const DRAWER_WIDTH = 272;
