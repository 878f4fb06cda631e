// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {FlaskCollectibles} from "../../src/collectibles/FlaskCollectibles.sol";
import {FlaskCampaign} from "../../src/profile/FlaskCampaign.sol";
import {FlaskProfile} from "../../src/profile/FlaskProfile.sol";
import {FlaskToken} from "../../src/token/FlaskToken.sol";
import {Test} from "../utils/Test.sol";

/// Drives the registry through every role: users create, pause, reactivate and update profiles
/// with NFTs of both collections (and try to push NFTs into the registry); point granters (who
/// may or may not hold POINT_ROLE right now) and a campaign grant points; the special role moves
/// members; the admin adds teams, opens and closes them, grants and revokes POINT_ROLE and
/// changes the fees. It keeps the points, team points and FLASK burns it expects.
contract ProfileHandler is Test {
    FlaskProfile public immutable profile;
    FlaskToken public immutable flask;
    FlaskCollectibles[2] public collections;
    FlaskCampaign public immutable campaign;
    address public immutable admin;
    address public immutable special;

    address[] public actors;
    address[2] public granters;
    mapping(address granter => bool) public ghostHasPointRole;
    mapping(address user => uint256) public expectedPoints;
    mapping(uint256 teamId => uint256) public expectedTeamPoints;
    uint256 public expectedBurned;
    /// Points granted by an account the handler did not give POINT_ROLE to (must stay 0).
    uint256 public unauthorizedGrants;

    uint256 public created;
    uint256 public paused;
    uint256 public reactivated;
    uint256 public updated;
    uint256 public teamChanges;
    uint256 public pointGrants;

    constructor(
        FlaskProfile profile_,
        FlaskToken flask_,
        FlaskCollectibles bunnies,
        FlaskCollectibles alchemists,
        FlaskCampaign campaign_,
        address admin_,
        address special_
    ) {
        profile = profile_;
        flask = flask_;
        collections = [bunnies, alchemists];
        campaign = campaign_;
        admin = admin_;
        special = special_;
        for (uint256 i; i < 5; ++i) {
            actors.push(makeAddr(string.concat("user", vm.toString(i))));
        }
        granters = [makeAddr("granter0"), makeAddr("granter1")];
        ghostHasPointRole[address(campaign_)] = true; // the deploy grants it POINT_ROLE
    }

    function actorCount() external view returns (uint256) {
        return actors.length;
    }

    function _actor(uint256 seed) private view returns (address) {
        return actors[seed % actors.length];
    }

    function _teamId(uint256 seed) private view returns (uint256) {
        return bound(seed, 0, profile.numberTeams() + 1); // sometimes 0 or an unknown id
    }

    /// Gives `user` a fresh NFT of a collection and the FLASK and approvals to use it.
    function _prepare(address user, uint256 collectionSeed) private returns (address nftAddress, uint256 tokenId) {
        FlaskCollectibles collection = collections[collectionSeed % 2];
        tokenId = collection.mint(user, "ipfs://item", uint8(collectionSeed % 7));
        if (flask.balanceOf(user) < 100 ether) flask.mint(user, 100 ether);
        vm.startPrank(user);
        flask.approve(address(profile), type(uint256).max);
        collection.setApprovalForAll(address(profile), true);
        vm.stopPrank();
        return (address(collection), tokenId);
    }

    function _burnedBy(address user, uint256 balanceBefore) private view returns (uint256) {
        return balanceBefore - flask.balanceOf(user);
    }

    // ----- users -----

    function create(uint256 actorSeed, uint256 teamSeed, uint256 collectionSeed) external {
        address user = _actor(actorSeed);
        (address nftAddress, uint256 tokenId) = _prepare(user, collectionSeed);
        uint256 teamId = _teamId(teamSeed);
        uint256 balance = flask.balanceOf(user);
        vm.prank(user);
        try profile.createProfile(teamId, nftAddress, tokenId) {
            ++created;
            expectedBurned += _burnedBy(user, balance);
        } catch {}
    }

    function pause(uint256 actorSeed) external {
        address user = _actor(actorSeed);
        vm.prank(user);
        try profile.pauseProfile() {
            ++paused;
        } catch {}
    }

    function reactivate(uint256 actorSeed, uint256 collectionSeed) external {
        address user = _actor(actorSeed);
        (address nftAddress, uint256 tokenId) = _prepare(user, collectionSeed);
        uint256 balance = flask.balanceOf(user);
        vm.prank(user);
        try profile.reactivateProfile(nftAddress, tokenId) {
            ++reactivated;
            expectedBurned += _burnedBy(user, balance);
        } catch {}
    }

    function update(uint256 actorSeed, uint256 collectionSeed) external {
        address user = _actor(actorSeed);
        (address nftAddress, uint256 tokenId) = _prepare(user, collectionSeed);
        uint256 balance = flask.balanceOf(user);
        vm.prank(user);
        try profile.updateProfile(nftAddress, tokenId) {
            ++updated;
            expectedBurned += _burnedBy(user, balance);
        } catch {}
    }

    /// A user pushes an NFT into the registry without a profile call (must be refused).
    function pushNFT(uint256 actorSeed, uint256 collectionSeed) external {
        address user = _actor(actorSeed);
        (address nftAddress, uint256 tokenId) = _prepare(user, collectionSeed);
        vm.prank(user);
        try FlaskCollectibles(nftAddress).safeTransferFrom(user, address(profile), tokenId) {} catch {}
    }

    // ----- points -----

    function grantPoints(uint256 granterSeed, uint256 actorSeed, uint256 points, uint256 campaignId) external {
        address granter = granters[granterSeed % 2];
        address user = _actor(actorSeed);
        points = bound(points, 0, 1_000);
        (,, uint256 teamId,,,) = profile.getUserProfile(user);
        vm.prank(granter);
        try profile.increaseUserPoints(user, points, bound(campaignId, 0, 3)) {
            _granted(granter, user, teamId, points);
        } catch {}
    }

    function grantPointsMultiple(uint256 granterSeed, uint256 firstSeed, uint256 secondSeed, uint256 points) external {
        address granter = granters[granterSeed % 2];
        address[] memory users = new address[](2);
        (users[0], users[1]) = (_actor(firstSeed), _actor(secondSeed));
        points = bound(points, 0, 1_000);
        uint256[2] memory teamIds;
        for (uint256 i; i < 2; ++i) {
            (,, teamIds[i],,,) = profile.getUserProfile(users[i]);
        }
        vm.prank(granter);
        try profile.increaseUserPointsMultiple(users, points, 4) {
            for (uint256 i; i < 2; ++i) {
                _granted(granter, users[i], teamIds[i], points);
            }
        } catch {}
    }

    function grantTeamPoints(uint256 granterSeed, uint256 teamSeed, uint256 points) external {
        address granter = granters[granterSeed % 2];
        uint256 teamId = _teamId(teamSeed);
        points = bound(points, 0, 1_000);
        vm.prank(granter);
        try profile.increaseTeamPoints(teamId, points, 5) {
            if (!ghostHasPointRole[granter]) ++unauthorizedGrants;
            expectedTeamPoints[teamId] += points;
        } catch {}
    }

    function claimCampaign(uint256 actorSeed) external {
        address user = _actor(actorSeed);
        (,, uint256 teamId,,,) = profile.getUserProfile(user);
        vm.prank(user);
        try campaign.mintNFT() {
            _granted(address(campaign), user, teamId, campaign.numberPoints());
        } catch {}
    }

    function _granted(address granter, address user, uint256 teamId, uint256 points) private {
        if (!ghostHasPointRole[granter]) ++unauthorizedGrants;
        ++pointGrants;
        expectedPoints[user] += points;
        expectedTeamPoints[teamId] += points;
    }

    // ----- special and admin -----

    function changeTeam(uint256 actorSeed, uint256 teamSeed) external {
        address user = _actor(actorSeed);
        uint256 teamId = _teamId(teamSeed);
        vm.prank(special);
        try profile.changeTeam(user, teamId) {
            ++teamChanges;
        } catch {}
    }

    function addTeam(uint256 seed) external {
        if (profile.numberTeams() >= 6) return;
        vm.prank(admin);
        profile.addTeam(string.concat("Team ", vm.toString(seed % 1000)), "added by the handler");
    }

    function toggleJoinable(uint256 teamSeed, bool joinable) external {
        uint256 teamId = bound(teamSeed, 1, profile.numberTeams());
        vm.prank(admin);
        if (joinable) profile.makeTeamJoinable(teamId);
        else profile.makeTeamNotJoinable(teamId);
    }

    function setPointRole(uint256 granterSeed, bool grant) external {
        address granter = granters[granterSeed % 2];
        bytes32 role = profile.POINT_ROLE(); // before the prank: a call in the arguments would take it
        vm.prank(admin);
        if (grant) profile.grantRole(role, granter);
        else profile.revokeRole(role, granter);
        ghostHasPointRole[granter] = grant;
    }

    function updateFees(uint256 reactivate_, uint256 register_, uint256 update_) external {
        vm.prank(admin);
        profile.updateNumberFlask(
            bound(reactivate_, 0, 10 ether), bound(register_, 0, 10 ether), bound(update_, 0, 10 ether)
        );
    }
}

contract FlaskProfileInvariantTest is Test {
    FlaskToken internal flask;
    FlaskCollectibles internal bunnies;
    FlaskCollectibles internal alchemists;
    FlaskProfile internal profile;
    ProfileHandler internal handler;

    function setUp() public {
        vm.warp(1_700_000_000);
        address admin = makeAddr("admin");
        address special = makeAddr("special");
        flask = new FlaskToken(address(this));
        bunnies = new FlaskCollectibles("Flask Bunnies", "FBUN", admin);
        alchemists = new FlaskCollectibles("Flask Alchemists", "FALC", admin);
        profile = new FlaskProfile(address(flask), 2 ether, 5 ether, 2 ether, admin);
        // Everyone registered may claim (userId threshold), points and a badge.
        FlaskCampaign campaign = new FlaskCampaign(
            address(profile), address(bunnies), 42, 10, 9, "ipfs://badge", type(uint256).max, type(uint256).max, admin
        );
        handler = new ProfileHandler(profile, flask, bunnies, alchemists, campaign, admin, special);

        flask.grantRole(flask.MINTER_ROLE(), address(handler));
        vm.startPrank(admin);
        bunnies.grantRole(bunnies.MINTER_ROLE(), address(handler));
        bunnies.grantRole(bunnies.MINTER_ROLE(), address(campaign));
        alchemists.grantRole(alchemists.MINTER_ROLE(), address(handler));
        profile.grantRole(profile.NFT_ROLE(), address(bunnies));
        profile.grantRole(profile.NFT_ROLE(), address(alchemists));
        profile.grantRole(profile.POINT_ROLE(), address(campaign));
        profile.grantRole(profile.SPECIAL_ROLE(), special);
        profile.addTeam("One", "");
        profile.addTeam("Two", "");
        vm.stopPrank();
        targetContract(address(handler));
    }

    /// One campaign checks every rule after each call (one campaign per rule would cost four times
    /// the time for the same coverage).
    function invariant_profileRules() public view {
        _checkCustodyIsExactlyTheActivePictures();
        _checkTeamCountsAreActiveMembers();
        _checkPointsOnlyGrowThroughThePointRole();
        _checkFeesAreBurned();
    }

    /// (a) Every active profile's NFT is held by the registry, and the registry holds no other NFT
    /// of either collection.
    function _checkCustodyIsExactlyTheActivePictures() internal view {
        uint256 actors = handler.actorCount();
        FlaskCollectibles[2] memory collections = [bunnies, alchemists];
        uint256[2] memory activeIn;
        for (uint256 i; i < actors; ++i) {
            (,,, address nftAddress, uint256 tokenId, bool isActive) = profile.getUserProfile(handler.actors(i));
            if (!isActive) {
                assertEq(nftAddress, address(0), "a paused profile shows no NFT");
                continue;
            }
            assertEq(FlaskCollectibles(nftAddress).ownerOf(tokenId), address(profile), "active picture held");
            activeIn[nftAddress == address(bunnies) ? 0 : 1] += 1;
        }
        for (uint256 c; c < 2; ++c) {
            // Each active picture is held, so equal counts leave no room for an extra NFT.
            assertEq(collections[c].balanceOf(address(profile)), activeIn[c], "registry holds only active pictures");
        }
    }

    /// (b) Each team's numberUsers equals the number of active profiles in it.
    function _checkTeamCountsAreActiveMembers() internal view {
        uint256 teams = profile.numberTeams();
        uint256 actors = handler.actorCount();
        uint256 totalActive;
        for (uint256 teamId = 1; teamId <= teams; ++teamId) {
            uint256 members;
            for (uint256 i; i < actors; ++i) {
                (,, uint256 userTeam,,, bool isActive) = profile.getUserProfile(handler.actors(i));
                if (isActive && userTeam == teamId) ++members;
            }
            (,, uint256 numberUsers,,) = profile.getTeamProfile(teamId);
            assertEq(numberUsers, members, "team users = active members");
            totalActive += members;
        }
        assertEq(profile.numberActiveProfiles(), totalActive, "active profiles");
    }

    /// (c) Points (users' and teams') are exactly what POINT_ROLE holders granted: they never
    /// decrease and nobody else moves them.
    function _checkPointsOnlyGrowThroughThePointRole() internal view {
        assertEq(handler.unauthorizedGrants(), 0, "points granted without POINT_ROLE");
        uint256 actors = handler.actorCount();
        for (uint256 i; i < actors; ++i) {
            address user = handler.actors(i);
            (, uint256 points,,,,) = profile.getUserProfile(user);
            assertEq(points, handler.expectedPoints(user), "user points");
        }
        uint256 teams = profile.numberTeams();
        for (uint256 teamId = 1; teamId <= teams; ++teamId) {
            (,,, uint256 points,) = profile.getTeamProfile(teamId);
            assertEq(points, handler.expectedTeamPoints(teamId), "team points");
        }
    }

    /// Fees are burned: the registry keeps no FLASK and the burns match what users paid.
    function _checkFeesAreBurned() internal view {
        assertEq(flask.balanceOf(address(profile)), 0, "registry holds no FLASK");
        assertEq(flask.totalBurned(), handler.expectedBurned(), "burned = fees paid");
    }

    /// The handler is no dud: a fixed sequence goes through every kind of action.
    function test_handlerReallyActs() public {
        handler.setPointRole(0, true);
        handler.create(0, 1, 0);
        handler.create(1, 2, 1);
        handler.grantPoints(0, 0, 50, 1);
        handler.grantPoints(1, 0, 50, 1); // granter1 has no role: refused
        handler.grantPointsMultiple(0, 0, 1, 7);
        handler.claimCampaign(1);
        handler.changeTeam(0, 2);
        handler.update(0, 1);
        handler.pause(1);
        handler.reactivate(1, 0);
        handler.toggleJoinable(1, false);
        handler.create(2, 1, 0); // team 1 closed: refused
        handler.pushNFT(3, 0);
        assertEq(handler.created(), 2, "created");
        assertEq(handler.pointGrants(), 4, "grants");
        assertEq(handler.teamChanges(), 1, "team changes");
        assertEq(handler.updated(), 1, "updated");
        assertEq(handler.paused(), 1, "paused");
        assertEq(handler.reactivated(), 1, "reactivated");
        assertEq(handler.expectedPoints(handler.actors(0)), 57, "points");
        assertGt(handler.expectedBurned(), 0, "fees burned");
        _checkCustodyIsExactlyTheActivePictures();
        _checkTeamCountsAreActiveMembers();
        _checkPointsOnlyGrowThroughThePointRole();
        _checkFeesAreBurned();
    }
}
