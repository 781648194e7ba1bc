// The products feature's public face: the product catalogue (GET /api/products) the cart screens price from.
export { productsQueryOptions, useProducts } from './api/get-products.ts';
