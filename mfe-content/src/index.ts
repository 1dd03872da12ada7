// An async boundary: shared libraries are negotiated before any app code runs.
import('./bootstrap');
