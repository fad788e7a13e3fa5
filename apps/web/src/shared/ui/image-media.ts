/** Where a `<picture>` switches to its phone image: the width phones stop at (744 px, spec §9). */
export const MOBILE_IMAGE_MEDIA = '(max-width: 743px)';
