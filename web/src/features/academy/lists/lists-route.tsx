/**
 * `/academia/listas/:listId?`: the academy's phrase lists (./lists-page.tsx), or with `listId`
 * one list's editor (./list-page.tsx; `nova`, a new list). One route for the three screens, so
 * the router's chunk that every page loads carries one entry instead of three.
 */
import { type LoaderFunctionArgs, useParams } from 'react-router';
import { NEW_LIST } from '../paths';
import { ListPage, loadEditor } from './list-page';
import { ListsPage, loadLists } from './lists-page';

function loadListsScreen({ params: { listId } }: LoaderFunctionArgs) {
  if (listId === undefined) return loadLists();
  return loadEditor(listId === NEW_LIST ? null : listId);
}

function ListsScreen() {
  const { listId } = useParams();
  return listId === undefined ? <ListsPage /> : <ListPage />;
}

/** The lists' route (src/app/router.tsx): its screens and their loader. */
export const listsRoute = { Component: ListsScreen, loader: loadListsScreen };
