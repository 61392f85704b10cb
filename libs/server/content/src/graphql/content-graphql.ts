import { createSchema, createYoga, type Plugin, type YogaInitialContext } from 'graphql-yoga';
import { NoSchemaIntrospectionCustomRule } from 'graphql';
import type { Db } from '@bike/server/core';
import { contentTypeDefs } from './type-defs';
import { contentResolvers, type ContentGraphqlContext } from './resolvers';
import { costLimitRule, depthLimitRule, MAX_QUERY_COST, MAX_QUERY_DEPTH } from './query-limits';
import { ContentReader } from '../content-reader';
import type { YogaLogger } from './yoga-logger';

export const CONTENT_GRAPHQL_PATH = '/content/graphql';

export interface ContentGraphqlOptions {
  db: Db;
  maxDepth?: number;
  maxCost?: number;
  /** Off in production: the frontend's queries are known, strangers need not map the schema. */
  introspection?: boolean;
  /** Yoga's log, errors described as the REST API describes them (yogaLoggerFor); none when absent. */
  logger?: YogaLogger;
}

/** What the route hands to each request: which brand's name replaces the {brand} token. */
export interface ContentServerContext {
  brandKey: string;
  /** Drafts too (an admin in preview mode; decided by the route, never by the query). */
  drafts?: boolean;
}

function queryLimitsPlugin(maxDepth: number, maxCost: number, introspection: boolean): Plugin {
  return {
    onValidate({ addValidationRule, context }) {
      const variables = ((context as Partial<YogaInitialContext>).params?.variables ?? {}) as Record<string, unknown>;
      addValidationRule(depthLimitRule(maxDepth));
      addValidationRule(costLimitRule(maxCost, variables));
      if (!introspection) addValidationRule(NoSchemaIntrospectionCustomRule);
    },
  };
}

export function createContentYoga(options: ContentGraphqlOptions) {
  const schema = createSchema<ContentGraphqlContext & ContentServerContext>({
    typeDefs: contentTypeDefs,
    resolvers: contentResolvers as never,
  });
  return createYoga<ContentServerContext, ContentGraphqlContext>({
    schema,
    graphqlEndpoint: CONTENT_GRAPHQL_PATH,
    graphiql: false,
    landingPage: false,
    logging: options.logger ?? false,
    // The client gets 'Unexpected error.' for anything that is not a GraphQL error of ours. Never
    // yoga's development mode, which (under NODE_ENV=development) adds the original error to the
    // answer: a failed query's SQL, its parameters and the driver's message quoting them.
    maskedErrors: { isDev: false },
    plugins: [
      queryLimitsPlugin(
        options.maxDepth ?? MAX_QUERY_DEPTH,
        options.maxCost ?? MAX_QUERY_COST,
        options.introspection ?? process.env['NODE_ENV'] !== 'production',
      ),
    ],
    context: ({ brandKey, drafts }) => ({ reader: ContentReader.forBrand(options.db, brandKey, drafts === true) }),
  });
}
