import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import LocationOffOutlinedIcon from '@mui/icons-material/LocationOffOutlined';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import type { MountedMap } from './leafletMap';
import { formatCoordinates, MAP_ZOOM, openStreetMapLink, tileSource, type Coordinates } from './reportDetailModel';
import { useTranslation } from '../../engine';

type MapState = 'loading' | 'ready' | 'failed';

const MAP_HEIGHT = { xs: 320, md: 500 };

/** The map itself; when Leaflet or the tiles cannot be had, a notice takes its place. */
function MapBox({ coordinates }: { coordinates: Coordinates }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<MapState>('loading');
  const markerColor = theme.palette.primary.main;
  const markerLabel = t('reportDetail.map.marker');
  const { lat, lon } = coordinates;

  useEffect(() => {
    let map: MountedMap | null = null;
    let cancelled = false;
    const fail = () => {
      if (cancelled) return;
      map?.destroy();
      setState('failed');
    };
    import('./leafletMap')
      .then(({ mountLeafletMap }) => {
        const element = container.current;
        if (cancelled || !element) return;
        map = mountLeafletMap(element, {
          lat,
          lon,
          zoom: MAP_ZOOM,
          tiles: tileSource(import.meta.env),
          markerColor,
          markerLabel,
          onTilesLoaded: () => {
            if (!cancelled) setState('ready');
          },
          onTilesFailed: fail,
        });
      })
      .catch(fail);
    return () => {
      cancelled = true;
      map?.destroy();
    };
  }, [lat, lon, markerColor, markerLabel]);

  if (state === 'failed') {
    return (
      <Box
        role="status"
        data-testid="report-map-unavailable"
        sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 3, borderRadius: 1, border: 1, borderStyle: 'dashed', borderColor: 'divider', bgcolor: 'action.hover' }}
      >
        <MapOutlinedIcon color="action" sx={{ fontSize: 40, flexShrink: 0 }} />
        <Box>
          <Typography sx={{ fontWeight: 600 }}>{t('reportDetail.map.unavailableTitle')}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('reportDetail.map.unavailableText')}
          </Typography>
        </Box>
      </Box>
    );
  }
  return (
    // `isolation` keeps Leaflet's own z-indexes (up to 1000) under the app bar and menus.
    <Box sx={{ position: 'relative', height: MAP_HEIGHT, borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider', isolation: 'isolate' }}>
      <Box ref={container} dir="ltr" role="region" aria-label={t('reportDetail.map.label')} data-testid="report-map" sx={{ position: 'absolute', inset: 0 }} />
      {state === 'loading' && (
        <Stack role="status" spacing={1} sx={{ position: 'absolute', inset: 0, zIndex: 1100, alignItems: 'center', justifyContent: 'center', bgcolor: 'action.hover', pointerEvents: 'none' }}>
          <CircularProgress size={32} />
          <Typography variant="body2" color="text.secondary">
            {t('reportDetail.map.loading')}
          </Typography>
        </Stack>
      )}
    </Box>
  );
}

/** The order's place: coordinates and a link that always work, and a map when it can be drawn. */
export function AddressMap({ coordinates }: { coordinates: Coordinates | null }) {
  const { t } = useTranslation();
  if (!coordinates) {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }} data-testid="report-no-location">
        <LocationOffOutlinedIcon fontSize="small" />
        <Typography>{t('reportDetail.map.noLocation')}</Typography>
      </Stack>
    );
  }
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1.5, rowGap: 1 }}>
        <PlaceOutlinedIcon color="primary" fontSize="small" />
        <Typography color="text.secondary">{t('reportDetail.map.coordinates')}</Typography>
        <Typography component="span" dir="ltr" sx={{ fontFamily: 'monospace' }} data-testid="report-coordinates">
          {formatCoordinates(coordinates)}
        </Typography>
        <Button href={openStreetMapLink(coordinates)} target="_blank" rel="noopener noreferrer" size="small" endIcon={<OpenInNewIcon />} data-testid="report-map-link" data-pdf-ignore>
          {t('reportDetail.map.open')}
        </Button>
      </Stack>
      <MapBox key={`${coordinates.lat},${coordinates.lon}`} coordinates={coordinates} />
    </Stack>
  );
}
