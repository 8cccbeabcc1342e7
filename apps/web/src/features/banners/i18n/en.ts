/** Texts of the banner carousel and the brand-logo strip (spec 3 §2). */
const en = {
  label: 'Highlights',
  slide: 'Slide {{index}} of {{count}}',
  next: 'Next slide',
  previous: 'Previous slide',
  pause: 'Pause the slideshow',
  play: 'Play the slideshow',
  logos: 'Our brands',
  logo: 'Products of {{name}}',
};

export default en;
