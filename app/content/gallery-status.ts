/**
 * True while the gallery's pictures (gallery.ts) are the demo illustrations:
 * the gallery page, the home page and the service pages then call them
 * illustrations of the kinds of work the company does, never photos of its
 * jobs. Set it to false when the owner's own photos have replaced them (the
 * build checks that no entry still describes an illustration). Apart from
 * gallery.ts so that the pages which only need to know this do not load the
 * whole gallery.
 */
export const picturesAreIllustrations: boolean = true;
