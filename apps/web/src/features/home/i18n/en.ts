/** Texts of the home page. */
const en = {
  visitor: {
    title: 'The ordering portal for bars, restaurants and shops',
    text: 'Order beers, soft drinks and empties for your venue, choose the delivery date and follow every order in one place.',
    joinUs: 'Join US',
  },
  customer: {
    title: 'Welcome back, {{name}}',
    titleNoName: 'Welcome back',
    text: 'Pick your delivery preferences and start a new order, or find your documents and orders.',
  },
};

export default en;
