import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { ProductsView } from '#shared/products/products.ts';
import { productKeys } from './product-keys.ts';

export const getProducts = (): Promise<ProductsView> => apiRequest<ProductsView>('/api/products');

/** The catalogue changes only with a deployment, so one fetch per page load is enough. */
export const productsQueryOptions = () =>
  queryOptions({ queryKey: productKeys.catalogue(), queryFn: getProducts, staleTime: Infinity });

export const useProducts = () => useQuery(productsQueryOptions());
