// The catalogue (spec §7 "Shop", facts §2.8): categories, products by category and search term (the original POSTed
// `{search_term}`; GET with the query works too), the search as a path, one product. `allFinanceProducts1` is open:
// the landing page shows it without a session.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ProductCategory, ProductDetails, ProductsReply } from '../../contract';
import { TOKEN_IN_QUERY } from '../../http/queryToken';
import { pageQuery, tokenQuery } from '../../http/validation';
import { categoriesWithCounts, listProducts, oneProduct } from './catalogue';
import { catalogueBody, catalogueQuery, productIdParams, searchParams, searchQuery } from './body';

const tags = ['Shop'];
const security = [{ bearer: [] }];
type CatalogueRequest = FastifyRequest<{ Querystring: z.output<typeof catalogueQuery>; Body?: z.output<typeof catalogueBody> }>;

export async function catalogueRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = fastify.deps;

  const products = async (request: CatalogueRequest): Promise<ProductsReply> => {
    const q = request.query;
    const search = request.body?.search_term ?? q.search_term;
    const categoryId = request.body?.category_id ?? q.category_id;
    return { products: await listProducts(db, { search, categoryId }, { page: q.page, perPage: q.per_page, path: '/api/allFinanceProducts' }) };
  };
  const summary = 'Published products, by name, a page at a time; `search_term` matches the start of words, `category_id` filters';
  app.get('/allFinanceProducts', { config: TOKEN_IN_QUERY, schema: { summary, tags, security, querystring: catalogueQuery } }, products);
  app.post('/allFinanceProducts', { schema: { summary: `${summary} (the original’s POST with {search_term})`, tags, security, querystring: catalogueQuery.omit({ token: true }), body: catalogueBody } }, products);
  app.get('/searchProducts/:term', { schema: { summary: 'Products whose words start with the term’s words', tags, security, params: searchParams, querystring: searchQuery } }, async (request): Promise<ProductsReply> => ({
    products: await listProducts(db, { search: request.params.term, categoryId: request.query.category_id }, { page: request.query.page, perPage: request.query.per_page, path: `/api/searchProducts/${encodeURIComponent(request.params.term)}` }),
  }));
  app.get('/singleProduct/:id', { config: TOKEN_IN_QUERY, schema: { summary: 'One product with its pictures (as `[product]`, the original read `[0]`)', tags, security, params: productIdParams, querystring: tokenQuery } }, async (request): Promise<ProductDetails[]> => [
    await oneProduct(db, request.params.id),
  ]);
  app.get('/allFinanceCategories', { config: TOKEN_IN_QUERY, schema: { summary: 'The product categories, with how many products each has', tags, security, querystring: tokenQuery } }, async (): Promise<ProductCategory[]> =>
    categoriesWithCounts(db),
  );
}

/** open: the landing page's few products */
export async function openCatalogueRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = fastify.deps;
  app.get('/allFinanceProducts1', { schema: { summary: 'Published products for the landing page (no session needed)', tags, querystring: z.object(pageQuery({ defaultPerPage: 8, maxPerPage: 24 })) } }, async (request) => ({
    products: await listProducts(db, {}, { page: request.query.page, perPage: request.query.per_page, path: '/api/allFinanceProducts1' }),
  }));
}
