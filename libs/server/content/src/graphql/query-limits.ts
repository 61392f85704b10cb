import {
  GraphQLError,
  getNamedType,
  getNullableType,
  isListType,
  Kind,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLOutputType,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
  isObjectType,
  isInterfaceType,
  type GraphQLNamedType,
} from 'graphql';

/**
 * Two guards against expensive queries, as plain graphql-js validation rules (no extra package):
 * - depth: nesting of fields below the operation (menu children can nest without end otherwise);
 * - cost: every selected field costs 1, and what is selected under a list field counts once per
 *   item: `limit` when the query passes one (literal or variable), else DEFAULT_LIST_SIZE.
 * Introspection fields (__schema, __type, __typename) are not counted.
 */
export const MAX_QUERY_DEPTH = 8;
export const MAX_QUERY_COST = 10000;
export const DEFAULT_LIST_SIZE = 10;

export function depthLimitRule(maxDepth = MAX_QUERY_DEPTH): ValidationRule {
  return (context) => ({
    OperationDefinition(operation) {
      const depth = selectionDepth(context, operation.selectionSet, fragmentsOf(context), new Set());
      if (depth > maxDepth) {
        context.reportError(
          new GraphQLError(`Query is too deep: depth ${depth} exceeds the maximum of ${maxDepth}.`, {
            nodes: [operation],
            extensions: { code: 'QUERY_TOO_DEEP' },
          }),
        );
      }
    },
  });
}

export function costLimitRule(maxCost = MAX_QUERY_COST, variables: Record<string, unknown> = {}): ValidationRule {
  return (context) => ({
    OperationDefinition(operation) {
      const root = context.getSchema().getRootType(operation.operation);
      if (!root) return;
      const cost = selectionCost(context, operation.selectionSet, root, fragmentsOf(context), variables, new Set());
      if (cost > maxCost) {
        context.reportError(
          new GraphQLError(`Query is too expensive: cost ${cost} exceeds the maximum of ${maxCost}.`, {
            nodes: [operation],
            extensions: { code: 'QUERY_TOO_EXPENSIVE', cost, maxCost },
          }),
        );
      }
    },
  });
}

function fragmentsOf(context: ValidationContext): Map<string, FragmentDefinitionNode> {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of context.getDocument().definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  return fragments;
}

const isIntrospection = (field: FieldNode) => field.name.value.startsWith('__');

function selectionDepth(
  context: ValidationContext,
  selectionSet: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
  visiting: Set<string>,
): number {
  let deepest = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (isIntrospection(selection)) continue;
      const below = selection.selectionSet ? selectionDepth(context, selection.selectionSet, fragments, visiting) : 0;
      deepest = Math.max(deepest, 1 + below);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      deepest = Math.max(deepest, selectionDepth(context, selection.selectionSet, fragments, visiting));
    } else {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      // A fragment cycle is reported by graphql-js's own NoFragmentCycles rule.
      if (!fragment || visiting.has(name)) continue;
      visiting.add(name);
      deepest = Math.max(deepest, selectionDepth(context, fragment.selectionSet, fragments, visiting));
      visiting.delete(name);
    }
  }
  return deepest;
}

function selectionCost(
  context: ValidationContext,
  selectionSet: SelectionSetNode,
  parentType: GraphQLNamedType,
  fragments: Map<string, FragmentDefinitionNode>,
  variables: Record<string, unknown>,
  visiting: Set<string>,
): number {
  let cost = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (isIntrospection(selection)) continue;
      cost += 1;
      if (!selection.selectionSet) continue;
      const field = fieldOf(parentType, selection.name.value);
      if (!field) continue;
      const childType = getNamedType(field.type);
      const perItem = selectionCost(context, selection.selectionSet, childType, fragments, variables, visiting);
      cost += perItem * listSize(field.type, selection, variables);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const typeName = selection.typeCondition?.name.value;
      const type = typeName ? (context.getSchema().getType(typeName) ?? parentType) : parentType;
      cost += selectionCost(context, selection.selectionSet, type, fragments, variables, visiting);
    } else {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      if (!fragment || visiting.has(name)) continue;
      const type = context.getSchema().getType(fragment.typeCondition.name.value) ?? parentType;
      visiting.add(name);
      cost += selectionCost(context, fragment.selectionSet, type, fragments, variables, visiting);
      visiting.delete(name);
    }
  }
  return cost;
}

function fieldOf(type: GraphQLNamedType, name: string): GraphQLField<unknown, unknown> | undefined {
  return isObjectType(type) || isInterfaceType(type) ? type.getFields()[name] : undefined;
}

function listSize(type: GraphQLOutputType, field: FieldNode, variables: Record<string, unknown>): number {
  if (!isListType(getNullableType(type))) return 1;
  const limitArgument = field.arguments?.find((argument) => argument.name.value === 'limit');
  let limit: unknown;
  if (limitArgument?.value.kind === Kind.INT) limit = Number(limitArgument.value.value);
  else if (limitArgument?.value.kind === Kind.VARIABLE) limit = variables[limitArgument.value.name.value];
  return typeof limit === 'number' && Number.isFinite(limit) && limit >= 0 ? Math.max(1, Math.min(limit, 100)) : DEFAULT_LIST_SIZE;
}
