/** Every query of the products module. */
export const productKeys = {
  catalogue: () => ['products'] as const,
};
