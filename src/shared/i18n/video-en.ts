/** Labels of the video cover, the video menu and the scenes page's right column; merged into the en catalogue. */
export const videoEn = {
  'video.cover': 'Video cover',
  'video.noCover': 'No cover image yet',
  'video.openCover': 'Open the cover of {title}',
  'video.play': 'Play the video of {title}',
  'video.uploadCover': 'Drop a cover image here or click to choose',
  'video.covers': 'Covers',
  'video.useCover': 'Use {name} as the cover',
  'video.currentCover': '{name} (current cover)',
  'video.menu': 'Video',
  'video.menuLabel': 'Video menu',
  'video.download': 'Download',
  'video.watchPreview': 'Watch preview',
  'video.previewTitle': 'Preview: {title}',
  'video.blocked.notAllowed': 'Only the project’s collaborators can download its video',
  'video.blocked.notPurchased': 'Available once the video is purchased',
  'video.blocked.noVideo': 'The full video is not ready yet',
} as const;
