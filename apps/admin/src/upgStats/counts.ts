/** STATS_COUNTS are the counts of a UPG stats record (spec/03 section 3), with labels. */
export const STATS_COUNTS: { source: string; label: string }[] = [
  { source: 'numHolisticProject', label: 'Holistic projects' },
  { source: 'numActiveAdoptions', label: 'Active adoptions' },
  { source: 'numAdopters', label: 'Adopters' },
  { source: 'numRegionalCoords', label: 'Regional coordinators' },
  { source: 'numFieldWorkers', label: 'Field workers' },
  { source: 'numChurchesPlanted', label: 'Churches planted' },
  { source: 'numHeardForFirstTime', label: 'Heard for the first time' },
  { source: 'numSalvations', label: 'Salvations' },
  { source: 'numWaterBaptisms', label: 'Water baptisms' },
  { source: 'numMiracles', label: 'Testimonies' },
  { source: 'numPrayerRequests', label: 'Prayer requests' },
];

export const QUARTER = /^\d{4}\.Q[1-4]$/;

/** currentQuarter is the quarter containing the date 14 days ago (spec/03's default), 'YYYY.Qn'. */
export const currentQuarter = (now = new Date()) => {
  const day = new Date(now.getTime() - 14 * 86400000);
  return `${day.getFullYear()}.Q${Math.floor(day.getMonth() / 3) + 1}`;
};
