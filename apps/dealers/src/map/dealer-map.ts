import mapboxgl, { type GeoJSONSource, type Map as MapboxMap, type Marker } from 'mapbox-gl';
import 'mapbox-gl/dist/mapbox-gl.css';
import { drawMarkerIcon } from './marker-icons';
import { MARKER_LOOK, MARKER_TYPES } from '@bike/shared/domain';

/**
 * The one place that talks to mapbox-gl (loaded only on pages with a map, after they paint).
 * Dealers are a clustered GeoJSON source drawn with canvas-made icons; cluster counts and town
 * labels are small HTML markers, because the offline style has no glyph server for map text.
 */

export type MapConfig = { provider: 'offline'; style: string } | { provider: 'mapbox'; accessToken: string; style: string };

/** A dealer as /b2c/v1/dealers/map answers it: [id, lat, lng, type (0 dealer, 1 rental), slug, name]. */
/** [id, lat, lng, marker (its place in MARKER_TYPES), slug, name]: /b2c/v1/dealers/map's compact points. */
export type DealerPoint = [number, number, number, number, string, string];

export interface MapArea { north: number; south: number; east: number; west: number }

export interface DealerMapOptions {
  container: HTMLElement;
  config: MapConfig;
  points: DealerPoint[];
  centre: { lat: number; lng: number };
  /** Town names (offline style only), drawn from zoom 6. */
  places?: { name: string; lat: number; lng: number }[];
  /** Text of a dealer's popup link ("View dealer"), and its href. */
  dealerLink: { label: string; href: (slug: string) => string };
  /** The view after the shopper moved or zoomed the map (never for the map's own first fit). */
  onViewChange?: (area: MapArea, centre: { lat: number; lng: number }) => void;
  /** Once the first view is fully drawn (style, land and every dealer): the map is ready to use. */
  onReady?: () => void;
}

export interface DealerMap {
  flyTo(centre: { lat: number; lng: number }): void;
  destroy(): void;
}

/** Dealers that have the asked bike are never folded into a cluster: they are what the shopper looks for. */
const ALWAYS_SHOWN = new Set([MARKER_TYPES.indexOf('stock'), MARKER_TYPES.indexOf('other_size')]);

const PLACE_LABEL_ZOOM = 6;
const MAX_PLACE_LABELS = 60;
/** The offline style's layer of the town map's places (dots; the page writes their names). */
const TOWN_PLACES_LAYER = 'town-places';

function toGeoJson(points: DealerPoint[]): GeoJSON.FeatureCollection<GeoJSON.Point> {
  return {
    type: 'FeatureCollection',
    features: points.map(([id, lat, lng, type, slug, name]) => ({ type: 'Feature', id, properties: { t: type, slug, name }, geometry: { type: 'Point', coordinates: [lng, lat] } })),
  };
}

function element(tag: string, className: string, text?: string): HTMLElement {
  const el = document.createElement(tag);
  el.className = className;
  if (text !== undefined) el.textContent = text;
  return el;
}

export function mountDealerMap(options: DealerMapOptions): DealerMap {
  const { config } = options;
  if (config.provider === 'mapbox') mapboxgl.accessToken = config.accessToken;
  const map: MapboxMap = new mapboxgl.Map({
    container: options.container,
    style: config.style,
    center: [options.centre.lng, options.centre.lat],
    zoom: 8,
    // The offline style's town layer (OpenStreetMap water, GeoNames places) names its sources too.
    attributionControl: true,
    // The offline style's tiles are addressed from the site's root; mapbox-gl's worker fetches
    // them from a blob: script, where such an address means nothing, so they are made whole here.
    ...(config.provider === 'offline' ? { transformRequest: (url: string) => ({ url: new URL(url, window.location.href).href }) } : {}),
  });
  map.addControl(new mapboxgl.NavigationControl({ showCompass: false }), 'top-right');
  map.scrollZoom.disable();
  // Scroll zoom only after the map was clicked: a page scrolled past the map keeps scrolling.
  map.on('click', () => map.scrollZoom.enable());

  const clusterMarkers = new Map<number, Marker>();
  const placeMarkers: Marker[] = [];

  map.on('load', () => {
    for (const [type, look] of Object.entries(MARKER_LOOK)) map.addImage(`marker-${type}`, drawMarkerIcon(look), { pixelRatio: 2 });
    map.addSource('dealers', { type: 'geojson', data: toGeoJson(options.points.filter((p) => !ALWAYS_SHOWN.has(p[3]))), cluster: true, clusterRadius: 48, clusterMaxZoom: 12 });
    map.addSource('stockists', { type: 'geojson', data: toGeoJson(options.points.filter((p) => ALWAYS_SHOWN.has(p[3]))) });
    map.addLayer({
      id: 'dealer-clusters',
      type: 'circle',
      source: 'dealers',
      filter: ['has', 'point_count'],
      paint: {
        'circle-color': '#1f5136',
        'circle-opacity': 0.9,
        'circle-stroke-color': '#ffffff',
        'circle-stroke-width': 2,
        'circle-radius': ['step', ['get', 'point_count'], 14, 10, 18, 100, 24, 1000, 30],
      },
    });
    // A point's t is its marker's place in MARKER_TYPES: dealer or rental point, or, for one
    // bike, what the dealer holds of it.
    const icon = ['match', ['get', 't'], ...MARKER_TYPES.slice(0, -1).flatMap((type, i) => [i, `marker-${type}`]), 'marker-dealer'] as mapboxgl.Expression;
    for (const [id, source] of [['dealer-points', 'dealers'], ['dealer-stockists', 'stockists']]) {
      map.addLayer({
        id,
        type: 'symbol',
        source,
        filter: ['!', ['has', 'point_count']],
        layout: { 'icon-image': icon, 'icon-allow-overlap': true, 'icon-anchor': 'bottom' },
      });
    }
    map.on('click', 'dealer-clusters', (event) => {
      const feature = event.features?.[0];
      const clusterId = feature?.properties?.['cluster_id'];
      if (clusterId === undefined) return;
      (map.getSource('dealers') as GeoJSONSource).getClusterExpansionZoom(clusterId, (error, zoom) => {
        if (!error) map.easeTo({ center: (feature!.geometry as GeoJSON.Point).coordinates as [number, number], zoom });
      });
    });
    const openPopup = (event: mapboxgl.MapLayerMouseEvent) => {
      const feature = event.features?.[0];
      if (!feature) return;
      const body = element('div', 'dealer-popup');
      body.append(element('strong', 'dealer-popup__name', String(feature.properties?.['name'] ?? '')));
      const link = element('a', 'dealer-popup__link', options.dealerLink.label) as HTMLAnchorElement;
      link.href = options.dealerLink.href(String(feature.properties?.['slug'] ?? ''));
      body.append(link);
      new mapboxgl.Popup({ offset: 24, maxWidth: '260px' }).setLngLat((feature.geometry as GeoJSON.Point).coordinates as [number, number]).setDOMContent(body).addTo(map);
    };
    map.on('click', 'dealer-points', openPopup);
    map.on('click', 'dealer-stockists', openPopup);
    for (const layer of ['dealer-clusters', 'dealer-points', 'dealer-stockists']) {
      map.on('mouseenter', layer, () => (map.getCanvas().style.cursor = 'pointer'));
      map.on('mouseleave', layer, () => (map.getCanvas().style.cursor = ''));
    }
  });

  /** Cluster counts as HTML (no glyphs offline): kept in step with the clusters on screen. */
  const syncClusterCounts = () => {
    if (!map.getSource('dealers') || !map.isSourceLoaded('dealers')) return;
    const seen = new Set<number>();
    for (const feature of map.querySourceFeatures('dealers', { filter: ['has', 'point_count'] })) {
      const id = Number(feature.properties?.['cluster_id']);
      if (seen.has(id)) continue;
      seen.add(id);
      if (!clusterMarkers.has(id)) {
        const label = element('span', 'dealer-cluster-count', String(feature.properties?.['point_count_abbreviated'] ?? ''));
        label.setAttribute('aria-hidden', 'true');
        clusterMarkers.set(id, new mapboxgl.Marker({ element: label }).setLngLat((feature.geometry as GeoJSON.Point).coordinates as [number, number]).addTo(map));
      }
    }
    for (const [id, marker] of clusterMarkers) {
      if (!seen.has(id)) {
        marker.remove();
        clusterMarkers.delete(id);
      }
    }
  };
  map.on('render', syncClusterCounts);
  map.once('idle', () => options.onReady?.());

  /**
   * Town names in view from zoom 6, at most 60, so the map reads as a map without a glyph server:
   * the gazetteer's towns (named in the page's language) first, then, zoomed in on a town, the
   * places of the town layer's tiles on screen, largest first. A name that would cover another
   * is left out. Drawn again each time the map comes to rest with its tiles loaded (idle).
   */
  let shownPlaces = '';
  const syncPlaceLabels = () => {
    if (config.provider !== 'offline') return;
    const wanted: { name: string; lng: number; lat: number }[] = [];
    if (map.getZoom() >= PLACE_LABEL_ZOOM) {
      const bounds = map.getBounds();
      const candidates = (options.places ?? []).filter((p) => bounds.contains([p.lng, p.lat]));
      if (map.getLayer(TOWN_PLACES_LAYER)) {
        const features = map.queryRenderedFeatures(undefined, { layers: [TOWN_PLACES_LAYER] });
        features.sort((a, b) => Number(b.properties?.['population'] ?? 0) - Number(a.properties?.['population'] ?? 0));
        for (const f of features) {
          const [lng, lat] = (f.geometry as GeoJSON.Point).coordinates as [number, number];
          candidates.push({ name: String(f.properties?.['name'] ?? ''), lng, lat });
        }
      }
      const taken: { x: number; y: number }[] = [];
      for (const place of candidates) {
        if (wanted.length >= MAX_PLACE_LABELS) break;
        const at = map.project([place.lng, place.lat]);
        if (!place.name || taken.some((t) => Math.abs(t.x - at.x) < 110 && Math.abs(t.y - at.y) < 20)) continue;
        taken.push(at);
        wanted.push(place);
      }
    }
    const key = wanted.map((p) => `${p.name}@${p.lng},${p.lat}`).join('|');
    if (key === shownPlaces) return;
    shownPlaces = key;
    placeMarkers.splice(0).forEach((m) => m.remove());
    for (const p of wanted) {
      placeMarkers.push(new mapboxgl.Marker({ element: element('span', 'map-place-label', p.name), anchor: 'left', offset: [4, 0] }).setLngLat([p.lng, p.lat]).addTo(map));
    }
  };
  map.on('idle', syncPlaceLabels);

  map.on('moveend', (event: { originalEvent?: unknown }) => {
    // Only moves the shopper made: flyTo and the first view carry no original event.
    if (!event.originalEvent || !options.onViewChange) return;
    const b = map.getBounds();
    const c = map.getCenter();
    options.onViewChange({ north: b.getNorth(), south: b.getSouth(), east: b.getEast(), west: b.getWest() }, { lat: c.lat, lng: c.lng });
  });

  return {
    flyTo: (centre) => map.flyTo({ center: [centre.lng, centre.lat], zoom: Math.max(map.getZoom(), 8) }),
    destroy: () => map.remove(),
  };
}
