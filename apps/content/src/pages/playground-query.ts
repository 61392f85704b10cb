import { BLOCK, IMAGE, OPTIN } from '../content-queries';

/** The playground page (every block kind once): shown at /playground and under the style guide's blocks. */
export const PLAYGROUND_QUERY = `query Playground($language: String, $country: String) {
  playground(language: $language) { id slug title description showTitle showDescription featuredImage { ${IMAGE} } mixedContent(country: $country) { ${BLOCK} } }
  ${OPTIN}
}`;
