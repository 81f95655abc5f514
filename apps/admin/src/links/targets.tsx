// What a link points at: a people group or a holistic project. The link list, create and edit
// views are one set of components that take a LinkTarget.
import type { ComponentType } from 'react';
import { PeopleGroupInput, ProjectInput } from './linkInputs';

export interface LinkTarget {
  /** idSource is the link's field holding the target's id. */
  idSource: 'peopleGroupId' | 'projectId';
  /** nameSource is the link's field holding the target's name. */
  nameSource: 'peopleGroupName' | 'projectName';
  /** reference is the target's resource and referenceName the field it shows. */
  reference: 'people-groups' | 'holistic-projects';
  referenceName: 'nameInCountry' | 'projectName';
  /** label names the target ("People group"); what the edit page's title falls back to. */
  label: string;
  title: string;
  Input: ComponentType<{ filter?: boolean; source?: string; label?: string }>;
}

export const PEOPLE_GROUP_TARGET: LinkTarget = {
  idSource: 'peopleGroupId',
  nameSource: 'peopleGroupName',
  reference: 'people-groups',
  referenceName: 'nameInCountry',
  label: 'reach.links.people_group',
  title: 'reach.links.people_group_link',
  Input: PeopleGroupInput,
};

export const PROJECT_TARGET: LinkTarget = {
  idSource: 'projectId',
  nameSource: 'projectName',
  reference: 'holistic-projects',
  referenceName: 'projectName',
  label: 'reach.links.project',
  title: 'reach.links.project_link',
  Input: ProjectInput,
};
