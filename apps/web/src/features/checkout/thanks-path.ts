/** The numbers of the orders placed, as /thanks reads them from its address (so it survives a reload). */
export function thanksPath(orders: ReadonlyArray<{ order_number: string }>): string {
  const params = new URLSearchParams();
  for (const order of orders) params.append('order', order.order_number);
  return `/thanks?${params.toString()}`;
}
