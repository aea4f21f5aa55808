#pragma once

#include <QObject>
#include <QPointer>

// Points `slot` at `next` on behalf of `receiver`, dropping every connection the old object
// had to `receiver`. False when `next` is already there: the caller then connects and emits
// nothing. The one form of the "setDocument" every document follower starts with.
template<typename Source> bool rebind(QPointer<Source> &slot, Source *next, const QObject *receiver)
{
    if (slot == next)
        return false;
    if (slot)
        QObject::disconnect(slot, nullptr, receiver, nullptr);
    slot = next;
    return true;
}
