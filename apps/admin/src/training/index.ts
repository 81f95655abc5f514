import DescriptionIcon from '@mui/icons-material/Description';
import SchoolIcon from '@mui/icons-material/School';
import { lazy } from 'react';

const TrainingCourseList = lazy(() => import('./TrainingCourseList').then((m) => ({ default: m.TrainingCourseList })));
const TrainingCourseEdit = lazy(() => import('./TrainingCourseEdit').then((m) => ({ default: m.TrainingCourseEdit })));
const TrainingCourseCreate = lazy(() => import('./TrainingCourseEdit').then((m) => ({ default: m.TrainingCourseCreate })));
const TrainingFileList = lazy(() => import('./TrainingFileList').then((m) => ({ default: m.TrainingFileList })));
const TrainingFileEdit = lazy(() => import('./TrainingFileEdit').then((m) => ({ default: m.TrainingFileEdit })));
const TrainingFileCreate = lazy(() => import('./TrainingFileEdit').then((m) => ({ default: m.TrainingFileCreate })));

/** trainingCourses: courses with their modules (edited inline); deleting hides a course. */
export const trainingCourses = {
  list: TrainingCourseList,
  edit: TrainingCourseEdit,
  create: TrainingCourseCreate,
  icon: SchoolIcon,
  recordRepresentation: 'courseName',
  options: { label: 'Training Courses' },
};

/** trainingFiles: files of a course (or none), in a tr-language language; deleting hides a file. */
export const trainingFiles = {
  list: TrainingFileList,
  edit: TrainingFileEdit,
  create: TrainingFileCreate,
  icon: DescriptionIcon,
  recordRepresentation: 'fileName',
  options: { label: 'Training Files' },
};
